pragma solidity 0.8.24;

library Sum {
    function sum(uint256[] memory xs) internal pure returns (uint256 s) {
        for (uint256 i = 0; i < xs.length; i++) {
            s += xs[i];
        }
    }
}
