document.domain = "example.com"; // want "javascript/document-domain"
