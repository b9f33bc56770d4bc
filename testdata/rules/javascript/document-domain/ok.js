const host = document.domain;
parent.postMessage({ ready: true }, "https://app.example.com");
