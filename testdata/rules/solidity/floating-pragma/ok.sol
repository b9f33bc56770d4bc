pragma solidity 0.8.24;

contract Token {
    uint256 public supply;
}
