pragma solidity 0.8.24;

contract Vault {
    bytes32 private password; // want "solidity/private-data-on-chain"

    constructor(bytes32 p) {
        password = p;
    }
}
