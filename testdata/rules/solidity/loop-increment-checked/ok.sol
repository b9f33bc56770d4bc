pragma solidity 0.8.4;

library Sum {
    function sum(uint256[] memory xs) internal pure returns (uint256 s) {
        uint256 n = xs.length;
        for (uint256 i = 0; i < n; ) {
            s += xs[i];
            unchecked { ++i; }
        }
    }
}
