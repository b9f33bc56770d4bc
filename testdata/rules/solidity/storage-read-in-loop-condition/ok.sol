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
