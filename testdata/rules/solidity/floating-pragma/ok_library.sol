pragma solidity ^0.8.20;

library SafeCast {
    function toUint128(uint256 v) internal pure returns (uint128) {
        require(v <= type(uint128).max);
        return uint128(v);
    }
}

interface IToken {
    function supply() external view returns (uint256);
}

abstract contract ERC20Base {
    uint256 internal _supply;
}
