pragma solidity >=0.5.0 <0.7.0; // want "solidity/outdated-compiler"

contract Old {
    uint256 public total;
}
