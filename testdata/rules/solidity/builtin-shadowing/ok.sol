pragma solidity 0.8.24;

contract Timer {
    uint256 public startedAt;

    function check(bool x) internal pure {
        require(x);
    }
}
