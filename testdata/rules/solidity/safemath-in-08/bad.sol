pragma solidity ^0.8.0;

contract Vault {
    using SafeMath for uint256; // want "solidity/safemath-in-08"
    uint256 public total;
}
