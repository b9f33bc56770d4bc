pragma solidity 0.8.24;

contract Fees {
    uint256 feeBps;
    uint256 constant DENOMINATOR = 10000;
    uint256 immutable cap;
    mapping(address => uint256) owed;

    constructor(uint256 c) {
        cap = c;
    }

    function charge(address[] calldata users, uint256[] calldata amounts) external {
        uint256 fee = feeBps;
        for (uint256 i = 0; i < users.length; i++) {
            uint256 due = amounts[i] * fee / DENOMINATOR;
            owed[users[i]] += due > cap ? cap : due;
        }
    }
}

contract Accumulate {
    uint256 total;

    function add(uint256[] calldata xs) external {
        for (uint256 i = 0; i < xs.length; ++i) {
            total = total + xs[i];
        }
    }
}
