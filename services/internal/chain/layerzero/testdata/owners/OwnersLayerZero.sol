// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Packet} from "@layerzerolabs/lz-evm-protocol-v2/contracts/interfaces/ISendLib.sol";
import {PacketV1Codec} from "@layerzerolabs/lz-evm-protocol-v2/contracts/messagelib/libs/PacketV1Codec.sol";
import {GUID} from "@layerzerolabs/lz-evm-protocol-v2/contracts/libs/GUID.sol";
import {OFTMsgCodec} from "@layerzerolabs/oft-evm/contracts/libs/OFTMsgCodec.sol";

/// @notice OwnersLayerZero exposes, unchanged, LayerZero's own packet, GUID and OFT
/// message codecs (the npm packages lz-evm-protocol-v2 and oft-evm, at the versions
/// pinned in the Makefile), so that QTG's Go codecs in package layerzero are checked
/// against the owner's code run in an EVM. Test only.
contract OwnersLayerZero {
    /// @notice The packet EndpointV2's send library emits in PacketSent.
    function encodePacket(Packet memory packet) external pure returns (bytes memory) {
        return PacketV1Codec.encode(packet);
    }

    /// @notice A message's GUID.
    function guid(uint64 nonce, uint32 srcEid, address sender, uint32 dstEid, bytes32 receiver) external pure returns (bytes32) {
        return GUID.generate(nonce, srcEid, sender, dstEid, receiver);
    }

    /// @notice An OFT send's message, without a compose part.
    function encodeOFT(bytes32 sendTo, uint64 amountSD) external view returns (bytes memory message) {
        (message,) = OFTMsgCodec.encode(sendTo, amountSD, "");
    }
}
