pragma solidity 0.8.24;

contract Seed {
    function seed() external view returns (bytes32) {
        return blockhash(block.number); // want "solidity/blockhash-current-block"
    }
}
