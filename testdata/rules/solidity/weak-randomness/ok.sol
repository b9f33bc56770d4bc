pragma solidity 0.8.24;

contract Sale {
    uint256 end;

    function open() external view returns (bool) {
        return block.timestamp < end;
    }

    function day() external view returns (uint256) {
        return block.timestamp % 1 days;
    }

    function checkpoint() external view returns (uint256) {
        return block.number;
    }
}

contract History {
    function hashOf(uint256 n) external view returns (bytes32) {
        return blockhash(n);
    }
}
