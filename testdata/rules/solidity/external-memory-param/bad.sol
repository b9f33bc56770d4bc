pragma solidity 0.8.24;

contract Batch {
    function sum(uint256[] memory xs) external pure returns (uint256 s) { // want "solidity/external-memory-param"
        for (uint256 i = 0; i < xs.length; i++) {
            s += xs[i];
        }
    }
}
