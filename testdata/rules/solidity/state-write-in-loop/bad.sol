pragma solidity 0.8.24;

contract Counter {
    uint256 total;
    uint256 calls;

    function add(uint256[] calldata xs) external {
        for (uint256 i = 0; i < xs.length; i++) {
            total += xs[i]; // want "solidity/state-write-in-loop"
            calls++; // want "solidity/state-write-in-loop"
        }
    }
}
