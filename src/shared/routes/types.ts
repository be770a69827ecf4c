import type { LayoutName, Platform } from '../constants';

/** `*` public, `USER` any signed-in user, otherwise a role the user must hold (section 6). */
export type RouteAccess = '*' | 'USER' | (string & {});

export type RouteParams = Record<string, string | undefined>;

export interface RouteDef {
  /** The route name of section 2 (menu entries and links refer to routes by name). */
  name: string;
  /** A react-router pattern; `:id?` marks an optional parameter. */
  path: string;
  access: RouteAccess;
  ability?: string;
  platforms: readonly Platform[];
  layout: LayoutName;
  /** The page's own validate step: false answers 404 (section 2). */
  validate?: (params: RouteParams) => boolean;
  /** Named middleware run after the access check; an unknown name answers 500. */
  middleware?: readonly string[];
}
