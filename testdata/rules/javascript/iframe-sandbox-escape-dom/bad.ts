const frame = document.createElement('iframe');
frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms'); // want "javascript/iframe-sandbox-escape-dom"
frame.sandbox = 'allow-same-origin allow-scripts'; // want "javascript/iframe-sandbox-escape-dom"
