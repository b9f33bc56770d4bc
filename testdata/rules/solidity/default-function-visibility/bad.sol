pragma solidity 0.4.24;

contract Wallet {
    address owner;

    function setOwner(address next) { // want "solidity/default-function-visibility"
        owner = next;
    }
}
