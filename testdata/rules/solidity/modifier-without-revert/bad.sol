pragma solidity 0.8.24;

contract Vault {
    address owner;

    modifier onlyOwner() { // want "solidity/modifier-without-revert"
        if (msg.sender == owner) {
            _;
        }
    }
}
