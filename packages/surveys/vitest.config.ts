import { jsdomProject } from "@tandem/vitest-config";

export default jsdomProject(import.meta.dirname);
