import React from 'react';

export function Banner() {
  return <p title="Release notes">Welcome to the new version</p>;
}
