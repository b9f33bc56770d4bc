const city = user?.address!; // want "typescript/non-null-after-optional-chain"
