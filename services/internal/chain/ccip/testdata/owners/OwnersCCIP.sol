// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Internal} from "@chainlink/contracts-ccip/contracts/libraries/Internal.sol";
import {MerkleMultiProof} from "@chainlink/contracts-ccip/contracts/libraries/MerkleMultiProof.sol";

/// @notice OwnersCCIP exposes, unchanged, the hashing and merkle code of Chainlink's
/// own CCIP v1.6 libraries (the npm package contracts-ccip, at the version pinned in
/// the Makefile), so that QTG's Go encoders in package ccip are checked against the
/// owner's code run in an EVM rather than against our reading of it. Test only.
contract OwnersCCIP {
    /// @notice The OnRamp's messageId: Internal._hash of the message it emits.
    function hashEVM2Any(Internal.EVM2AnyRampMessage memory message, bytes32 metadataHash) external pure returns (bytes32) {
        return Internal._hash(message, metadataHash);
    }

    /// @notice The OffRamp's merkle leaf of a message.
    function hashAny2EVM(Internal.Any2EVMRampMessage memory message, bytes32 metadataHash) external pure returns (bytes32) {
        return Internal._hash(message, metadataHash);
    }

    /// @notice The root the OffRamp computes from an execution report's leaves and proofs.
    function merkleRoot(bytes32[] memory leaves, bytes32[] memory proofs, uint256 proofFlagBits) external pure returns (bytes32) {
        return MerkleMultiProof._merkleRoot(leaves, proofs, proofFlagBits);
    }

    /// @notice The prefixes of the OnRamp's and the OffRamp's metadata hashes.
    function metadataPrefixes() external pure returns (bytes32 evm2Any, bytes32 any2EVM) {
        return (Internal.EVM_2_ANY_MESSAGE_HASH, Internal.ANY_2_EVM_MESSAGE_HASH);
    }
}
