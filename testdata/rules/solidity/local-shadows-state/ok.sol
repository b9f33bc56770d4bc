pragma solidity 0.8.24;

contract Counter {
    uint256 public total;

    function add(uint256 x) external {
        uint256 newTotal = total + x;
        total = newTotal;
    }
}
