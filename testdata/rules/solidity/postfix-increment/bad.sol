pragma solidity ^0.8.20;

contract Loop {
    uint256 public count;

    function sum(uint256[] calldata xs) external pure returns (uint256 s) {
        for (uint256 i = 0; i < xs.length; i++) { // want "solidity/postfix-increment"
            s += xs[i];
        }
    }

    function bump() external {
        count++; // want "solidity/postfix-increment"
    }
}
