pragma solidity 0.8.24;

contract Lottery {
    address[] players;

    function pick() external view returns (address) {
        uint256 r = uint256(keccak256(abi.encodePacked(block.timestamp, msg.sender))); // want "solidity/weak-randomness"
        return players[r % players.length];
    }

    function roll() external view returns (uint256) {
        return uint256(blockhash(block.number - 1)) % 6; // want "solidity/weak-randomness"
    }

    function coin() external view returns (bool) {
        return block.prevrandao % 2 == 0; // want "solidity/weak-randomness"
    }

    function odd() external view returns (bool) {
        return block.timestamp % 2 == 1; // want "solidity/weak-randomness"
    }

    function dice() external view returns (uint256) {
        uint256 seed = block.number;
        return seed % 6; // want "solidity/weak-randomness"
    }

    function draw() external view returns (address) {
        uint256 t = block.timestamp;
        return players[t % players.length]; // want "solidity/weak-randomness"
    }
}
