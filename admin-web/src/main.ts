// The application mounts here; until then the page shows the product name from index.html.
export {};
