"""SVG drawing for notebooks and the browser (placeholder, filled in by the notebook work)."""
