pragma solidity ^0.8.20; // want "solidity/floating-pragma"

contract Token {
    uint256 public supply;
}
