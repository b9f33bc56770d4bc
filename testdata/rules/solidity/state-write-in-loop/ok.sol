pragma solidity 0.8.24;

contract Counter {
    uint256 total;

    function add(uint256[] calldata xs) external {
        uint256 t = total;
        for (uint256 i = 0; i < xs.length; i++) {
            t += xs[i];
        }
        total = t;
    }
}
