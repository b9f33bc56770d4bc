pragma solidity >=0.8.0 <0.8.20;

library Count {
    function count(uint256 n) internal pure returns (uint256 c) {
        for (uint256 i = 0; i < n; ++i) { // want "solidity/loop-increment-checked"
            c += 2;
        }
    }
}
