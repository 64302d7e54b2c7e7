import { base } from "@tandem/eslint-config/base";
import { compat } from "@tandem/eslint-config/compat";
import { layers } from "@tandem/eslint-config/layers";
import { react } from "@tandem/eslint-config/react";
import { vitest } from "@tandem/eslint-config/vitest";

export default [...base(import.meta.dirname), ...compat, ...react, ...vitest, ...layers("@tandem/commerce")];
