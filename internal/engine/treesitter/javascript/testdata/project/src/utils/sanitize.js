'use strict';

const escapeHtml = require('escape-html');

exports.safeText = (value) => escapeHtml(String(value));

exports.toInt = function toInt(value, fallback = 0) {
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? fallback : n;
};
