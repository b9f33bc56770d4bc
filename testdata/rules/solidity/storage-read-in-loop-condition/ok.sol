pragma solidity 0.8.24;

contract Registry {
    address[] members;
    uint256 constant MAX_MEMBERS = 100;

    function total(address[] calldata extra) external view returns (uint256 s) {
        uint256 n = members.length;
        for (uint256 i = 0; i < n; i++) {
            s += uint160(members[i]);
        }
        for (uint256 i = 0; i < extra.length; i++) {
            s += 1;
        }
        for (uint256 i = 0; i < MAX_MEMBERS; i++) {
            s += 1;
        }
    }
}

contract Limits {
    uint256 public immutable maxItems;
    uint256 constant batch = 50;

    constructor(uint256 m) {
        maxItems = m;
    }

    function fill(uint256[] memory xs) public view {
        for (uint256 i = 0; i < maxItems; i++) {
            xs[i] = i;
        }
        for (uint256 i = 0; i < batch; i++) {
            xs[i] = 0;
        }
    }
}
