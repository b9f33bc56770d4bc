pragma solidity 0.8.24;

contract Wallet {
    uint256 balance; // want "solidity/state-variable-default-visibility"
    mapping(address => bool) approved; // want "solidity/state-variable-default-visibility"
}
