pragma solidity 0.8.24;

contract Batch {
    function sum(uint256[] calldata xs) external pure returns (uint256 s) {
        for (uint256 i = 0; i < xs.length; i++) {
            s += xs[i];
        }
    }

    function total(uint256[] memory xs) public pure returns (uint256) {
        return xs.length;
    }
}

interface IBatch {
    function sum(uint256[] memory xs) external pure returns (uint256);
}
