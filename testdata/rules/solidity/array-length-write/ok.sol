pragma solidity 0.8.24;

contract Queue {
    uint256[] items;

    function popLast() public {
        items.pop();
    }

    function size() public view returns (uint256 n) {
        n = items.length;
    }
}
