// The flights pages in one chunk: they share most of their code, and the shell's router then holds
// one lazy import (with its list of preloaded chunks) instead of three.
export { default as FlightFormPage } from './FlightFormPage';
export { default as FlightInfoPage } from './FlightInfoPage';
export { default as FlightsPage } from './FlightsPage';
