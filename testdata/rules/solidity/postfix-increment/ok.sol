pragma solidity ^0.8.20;

contract Loop {
    uint256 public count;
    mapping(uint256 => address) public owners;

    function sum(uint256[] calldata xs) external pure returns (uint256 s) {
        for (uint256 i = 0; i < xs.length; ++i) {
            s += xs[i];
        }
    }

    function mint(address to) external {
        owners[count++] = to;
    }
}

contract Unchecked {
    function sum(uint256[] calldata xs) external pure returns (uint256 s) {
        for (uint256 i; i < xs.length;) {
            s += xs[i];
            unchecked { i++; }
        }
    }
}
