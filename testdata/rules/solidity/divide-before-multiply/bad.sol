pragma solidity 0.8.24;

contract Fees {
    function fee(uint256 amount, uint256 bps) public pure returns (uint256) {
        return (amount / 10000) * bps; // want "solidity/divide-before-multiply"
    }

    function share(uint256 a, uint256 b, uint256 c) public pure returns (uint256) {
        return a / b * c; // want "solidity/divide-before-multiply"
    }
}
