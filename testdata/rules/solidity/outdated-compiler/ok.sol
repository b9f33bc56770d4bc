pragma solidity >=0.6.0 <0.9.0;

library Compat {
    function id(uint256 x) internal pure returns (uint256) {
        return x;
    }
}
