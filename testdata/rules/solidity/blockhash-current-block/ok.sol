pragma solidity 0.8.24;

contract Seed {
    function previous() external view returns (bytes32) {
        return blockhash(block.number - 1);
    }
}
