pragma solidity ^0.6.12;

contract Vault {
    using SafeMath for uint256;
    uint256 public total;
}
