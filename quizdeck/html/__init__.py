"""A question's texts made into card HTML: Markdown, the math and SVG checks, images,
and the rendering of a question into the note's fields."""
