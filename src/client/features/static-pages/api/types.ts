/** A static page or FAQ entry as GET /api/documents/... returns it (src/server/modules/documents/routes.ts). */
export interface StaticDocument {
  _id: string;
  type: string;
  title: string;
  body: string;
  order: number;
}

export type StaticPageType = 'about' | 'contact' | 'privacy' | 'terms';
