pragma solidity 0.8.24;

contract Vault {
    bytes32 private passwordHash;
    uint256 private counter;

    constructor(bytes32 h) {
        passwordHash = h;
    }
}
