pragma solidity 0.8.24;

contract Wallet {
    uint256 private balance;
    mapping(address => bool) public approved;
    uint256 constant MAX = 10;
    address immutable deployer = msg.sender;
}
