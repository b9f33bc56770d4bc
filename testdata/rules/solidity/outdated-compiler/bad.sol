pragma solidity 0.4.24; // want "solidity/outdated-compiler"

contract Old {
    uint256 public total;
}
