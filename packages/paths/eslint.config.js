import { base } from "@tandem/eslint-config/base";
import { layers } from "@tandem/eslint-config/layers";
import { vitest } from "@tandem/eslint-config/vitest";

export default [...base(import.meta.dirname), ...vitest, ...layers("@tandem/paths")];
