export interface InfoStep {
  title: string;
  text: string;
}
export interface InfoSection {
  id?: string;
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  steps?: InfoStep[];
}
export interface InfoDocument {
  title: string;
  lead: string;
  sections: InfoSection[];
}
export interface Bilingual<T> {
  th: T;
  en: T;
}
