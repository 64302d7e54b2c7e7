import { nodeProject } from "@tandem/vitest-config";

export default nodeProject(import.meta.dirname);
