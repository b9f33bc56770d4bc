pragma solidity 0.8.24;

contract Fees {
    function fee(uint256 amount, uint256 bps) public pure returns (uint256) {
        return amount * bps / 10000;
    }

    function half(uint256 a) public pure returns (uint256) {
        return a * (3 / 2);
    }
}
