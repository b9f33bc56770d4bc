pragma solidity 0.4.24;

contract Queue {
    uint256[] items;

    function popLast() public {
        items.length--; // want "solidity/array-length-write"
    }

    function resize(uint256 n) public {
        items.length = n; // want "solidity/array-length-write"
    }
}
